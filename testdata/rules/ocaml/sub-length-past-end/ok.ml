let drop_slash path = String.sub path 1 (String.length path - 1)
let copy s = String.sub s 0 (String.length s)
let rest buf start = Bytes.sub buf start (Bytes.length buf - start)
let prefix s p = String.sub s 1 (String.length p)
