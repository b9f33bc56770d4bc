func circle(r: CGFloat) -> (CGFloat, CGRect) {
    let area = CGFloat(M_PI) * r * r // want "swift/legacy-constant"
    return (area, CGRectZero) // want "swift/legacy-constant"
}
