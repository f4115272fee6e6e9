// Asks the page's own module (web/src/lib.rs, just built) what the hosted page asks it for its
// first screen, and prints the answers as one JSON object, {"OP LINE": answer text}, for
// web/build to put in the hosted page (web/page/index.html, #built). The page shows them while
// the module is still on its way over the network, marked as answered at build, and asks the
// module again once it has started. Run by web/build with Node.js, where it is installed:
//
//   node web/prerender.mjs MODULE.wasm 'run hit --ws 4 --vs 3' 'schema hit mordheim' …
//
// OP is `run` (wb_run: a command line) or `schema` (wb_schema). A roll's answer depends on the
// fresh seed the page draws, so a line that rolls without --seed is refused here.
import { readFileSync } from "node:fs";

const [wasm, ...calls] = process.argv.slice(2);
const engine = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasm)), {}).exports;

function ask(op, line) {
  const bytes = new TextEncoder().encode(line);
  const at = engine.wb_alloc(bytes.length);
  new Uint8Array(engine.memory.buffer, at, bytes.length).set(bytes);
  const n = op === "schema" ? engine.wb_schema(at, bytes.length) : engine.wb_run(at, bytes.length, 0, 0);
  return new TextDecoder().decode(new Uint8Array(engine.memory.buffer, engine.wb_answer_ptr(), n));
}

const answers = {};
for (const call of calls) {
  const space = call.indexOf(" ");
  const op = call.slice(0, space), line = call.slice(space + 1);
  if (op !== "run" && op !== "schema") throw new Error(`web/prerender.mjs: ${call}: OP is run or schema`);
  const text = ask(op, line);
  if (op === "run") {
    const answer = JSON.parse(text);
    if (answer.seeded) throw new Error(`web/prerender.mjs: ${line}: a roll's answer is the page's to draw`);
    if (answer.exit !== 0) throw new Error(`web/prerender.mjs: ${line}: ${answer.stderr}`);
  } else if (text === "null") {
    throw new Error(`web/prerender.mjs: schema ${line}: no such subcommand or ruleset`);
  }
  answers[call] = text;
}
process.stdout.write(JSON.stringify(answers));
