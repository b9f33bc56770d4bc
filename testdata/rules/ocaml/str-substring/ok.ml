let prefix s = String.sub s 0 3
let words s = Str.split (Str.regexp " +") s
