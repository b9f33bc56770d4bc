import moment from "moment";

export function stamp(d) {
  return moment(d).format("YYYY-MM-DD HH:MM");  // want "javascript/date-format-month-minute-mixup"
}
