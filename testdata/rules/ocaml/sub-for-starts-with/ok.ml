let is_comment line prefix = String.starts_with ~prefix line
let head line n = String.sub line 0 n
let other line prefix = String.sub line 1 (String.length prefix) = prefix
