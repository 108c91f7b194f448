// cspell:disable -- a list of names, not words.
// Given names and family names common in India, as people type them: the shape that tells a person
// nobody listed ("rinku singh", "सुनील छेत्री") from a phrase. Only names; words that are also
// things or ideas in a keyword (Pooja, Aarti, Deepak, Kamal, Vidhi, gods' names) are left out, so
// "pooja vidhi" stays a ritual. Read by `name-shape.ts`.

/** Given names, lower case, in Latin letters. */
export const GIVEN_NAMES =
  "aakash|aamir|aarav|aaron|aayush|abhay|abhijit|abhinav|abhishek|aditi|aditya|ajay|ajinkya|ajit|akash|akhil|akshay|alia|alok|aman|amar|amit|amitabh|amol|amrita|anand|ananya|anil|anirudh|anjali|ankit|ankita|ankur|anshul|anupam|anurag|anushka|arijit|arjun|arnav|arpit|arshdeep|arun|aryan|ashish|ashok|ashwin|atul|avinash|axar|ayushmann|babar|bhavna|bhuvneshwar|bipasha|chetan|chirag|deepika|devendra|dev|dhanush|dhruv|dinesh|disha|divya|diljit|farhan|gaurav|gautam|gita|govind|gurpreet|hardik|harbhajan|hariharan|harmanpreet|harsh|harshit|hema|hrithik|ishaan|ishan|ishant|jasprit|jaya|jemimah|jitendra|jyoti|kajal|kamala|kangana|kapil|kareena|karan|kartik|kartikey|katrina|kavya|kiara|kishore|kriti|kuldeep|kunal|lakshya|lata|madhuri|mahesh|mahendra|manish|manoj|manu|mayank|meena|meera|mithali|mohammed|mohammad|mohan|mohit|mukesh|murali|nandini|naveen|navjot|neeraj|neha|nikhil|nisha|nitin|nitish|nora|pankaj|parineeti|parth|pawan|payal|prabhas|pradeep|prakash|pranav|prashant|prateek|praveen|prithvi|priya|priyanka|prosenjit|pulkit|rachna|radhika|rahul|raj|rajat|rajesh|rajinikanth|rajkummar|rakesh|ranbir|ranveer|rashmika|ravi|ravindra|rekha|rinku|rishabh|ritesh|ritika|rohan|rohit|ronit|ruchi|rupali|sachin|sahil|sai|sakshi|salman|samantha|sameer|sandeep|sanjay|sanjana|sanju|sara|saurabh|shah|shahid|shakti|shalini|sharad|shikhar|shilpa|shivam|shraddha|shreya|shreyas|shruti|shubham|shubman|siddharth|smriti|sneha|sonakshi|sonam|sonu|sourav|sudha|suhana|sumit|sunil|sunny|suresh|surya|sushant|swati|tamanna|tanmay|tapsee|taapsee|tilak|tushar|uday|umesh|urvashi|vaibhav|varun|ved|vicky|vidya|vijay|vikas|vikram|vinay|vinod|vipin|virat|vishal|vivek|washington|yash|yashasvi|yogesh|yuvraj|yuzvendra|zaheer|zakir|zoya";

/** Family names, lower case, in Latin letters. */
export const FAMILY_NAMES =
  "agarwal|aggarwal|ahmed|ahuja|ali|arora|ashwin|bachchan|bajaj|banerjee|bansal|basu|bhandari|bhardwaj|bhatia|bhatt|bhattacharya|bose|bumrah|chadha|chahal|chakraborty|chand|chatterjee|chaudhary|chauhan|chawla|chhetri|chopra|das|dasgupta|desai|deshmukh|deshpande|dhawan|dhoni|dixit|dubey|dutta|dutt|gandhi|ganguly|garg|ghosh|gill|goel|gupta|iyer|jadeja|jain|jaiswal|joshi|kapoor|kaur|khan|khanna|kohli|kulkarni|kumar|kumari|malhotra|mehra|mehta|menon|mishra|mukherjee|nair|naidu|nehra|pandey|pandit|pandya|patel|patil|pillai|prasad|rahane|raina|rana|rao|rathore|rawat|reddy|rodrigues|roy|saini|saxena|sen|sengupta|sethi|sethupathi|shah|sharma|shetty|shukla|siddiqui|singh|sinha|soni|srivastava|subramaniam|suri|tandon|tendulkar|thakur|tiwari|trivedi|tripathi|varma|verma|virk|yadav";

/** Given names in Devanagari, as written. */
export const GIVEN_NAMES_HI =
  "अक्षय|अजय|अमित|अमिताभ|अनिल|अनुष्का|अभिषेक|अर्जुन|आमिर|आलिया|कपिल|करण|कार्तिक|कृति|दीपिका|धर्मेंद्र|नरेंद्र|नितिन|नीरज|प्रियंका|प्रेमानंद|मिल्खा|महेंद्र|मोहम्मद|योगी|रणबीर|रणवीर|राहुल|रोहित|लता|विराट|विजय|शाहरुख|श्रद्धा|सचिन|सलमान|सावित्रीबाई|सुनील|सुशांत|स्मृति|हार्दिक|हेमा";

/** Family names in Devanagari, as written. */
export const FAMILY_NAMES_HI =
  "अग्रवाल|कपूर|कुमार|कोहली|खान|खन्ना|गांधी|गुप्ता|छेत्री|चोपड़ा|जोशी|ठाकुर|तिवारी|तेंदुलकर|धोनी|पटेल|पांडे|पांड्या|फुले|बच्चन|मिश्रा|यादव|वर्मा|शर्मा|शुक्ला|सिंह|सिन्हा|श्रीवास्तव";

/** Words that follow a name and belong to it ("Khan Sir", "प्रेमानंद जी महाराज"). */
export const NAME_TITLES = "sir|ji|maharaj|bhai|didi|madam|baba|जी|महाराज|सर|भाई|दीदी|बाबा";
