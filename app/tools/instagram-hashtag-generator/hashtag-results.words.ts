// The Hindi words of the hashtag results both hashtag generators show on their Hindi pages: the
// heading, the status line and the copy toast (the English pages' results say these in English).

export const HASHTAG_RESULTS_HI = {
  title: "आपके हैशटैग",
  ready: (count: number) => (count === 1 ? "1 हैशटैग तैयार है।" : `${count} हैशटैग तैयार हैं।`),
  copied: (count: number) =>
    count === 1 ? "1 हैशटैग आपके क्लिपबोर्ड पर कॉपी हो गया।" : `${count} हैशटैग आपके क्लिपबोर्ड पर कॉपी हो गए।`,
} as const;
