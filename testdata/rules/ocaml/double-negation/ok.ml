let f x = not x
