func frame() -> CGRect {
    let origin = CGPoint(x: 0, y: 0)
    let range = NSRange(location: 0, length: 4)
    return CGRect(x: origin.x, y: origin.y, width: 10, height: 10)
}
