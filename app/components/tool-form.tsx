// The old name of ToolFormFrame, which the type of useToolForm's answer also bears. It stays only
// until the screens still importing it from here (the three calculators, the title, caption, idea
// and growth-strategy tools) import ToolFormFrame; then this file goes.
export { ToolFormFrame as ToolForm } from "./tool-form-frame";
