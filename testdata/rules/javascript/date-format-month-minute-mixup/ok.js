import moment from "moment";

export function stamp(d) {
  const hint = "Enter the time as HH:MM";
  return moment(d).format("YYYY-MM-DD HH:mm") + hint;
}
