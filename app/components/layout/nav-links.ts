export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/instagram", label: "Instagram Tools" },
  { to: "/youtube", label: "YouTube Tools" },
  { to: "/blog", label: "Blog" },
] as const;
