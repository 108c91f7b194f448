// Serves the build with nginx, from the configuration the build wrote for it (scripts/build/
// nginx-config.ts), so the browser tests can check the site on a real web server too. nginx runs in
// the foreground from a temporary folder of its own (pid, logs, temp files), as any user, and stops
// when this script is told to. PORT (default 4174), NGINX (default /usr/sbin/nginx).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseHeadersFile } from "./build/headers-file";
import { nginxConfig } from "./build/nginx-config";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));
const port = Number(process.env.PORT ?? 4174);
const nginx = process.env.NGINX ?? "/usr/sbin/nginx";

if (!existsSync(nginx)) {
  console.error(`nginx not found at ${nginx}: install Debian's nginx (apt-get install nginx) or set NGINX.`);
  process.exit(1);
}
if (!existsSync(join(client, "_headers"))) {
  console.error("No build found. Run `npm run build` first.");
  process.exit(1);
}

const dir = await mkdtemp(join(tmpdir(), "creatorgrow-nginx-"));
const rules = parseHeadersFile(await readFile(join(client, "_headers"), "utf8"));
await writeFile(join(dir, "site.conf"), nginxConfig(rules, { root: client, listen: `127.0.0.1:${port}` }));
// Run as root (CI), nginx would hand its workers to "nobody", who may not read the checkout.
const user = process.getuid?.() === 0 ? "user root root;\n" : "";
await writeFile(
  join(dir, "nginx.conf"),
  `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {
    worker_connections 1024;
}
http {
    access_log off;
    sendfile on;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
);

const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
const check = spawnSync(nginx, [...args, "-t", "-q"], { stdio: "inherit" });
if (check.status !== 0) {
  console.error(`nginx refused the configuration in ${dir}`);
  process.exit(1);
}

const server = spawn(nginx, [...args, "-g", "daemon off;"], { stdio: "inherit" });
console.log(`nginx is serving the build at http://localhost:${port}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // QUIT: finish the requests under way, then exit.
  server.kill("SIGQUIT");
};
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
server.on("exit", (code) => {
  void rm(dir, { recursive: true, force: true }).then(() => process.exit(stopping ? 0 : (code ?? 1)));
});
