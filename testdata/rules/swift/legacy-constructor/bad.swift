func frame() -> CGRect {
    let origin = CGPointMake(0, 0) // want "swift/legacy-constructor"
    let range = NSMakeRange(0, 4) // want "swift/legacy-constructor"
    return CGRectMake(origin.x, origin.y, 10, 10) // want "swift/legacy-constructor"
}
