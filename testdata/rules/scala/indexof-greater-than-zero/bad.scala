object Search {
  def has(s: String, x: String): Boolean = s.indexOf(x) > 0 // want "scala/indexof-greater-than-zero"
  def inSeq(xs: Seq[Int]): Boolean = xs.indexOf(3) > 0 // want "scala/indexof-greater-than-zero"
}
