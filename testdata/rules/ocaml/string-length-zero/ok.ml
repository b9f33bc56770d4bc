let empty s = s = ""
let short s = String.length s < 3
