func f(_ s: String) -> Bool {
    return s.isEmpty || s == "none"
}
