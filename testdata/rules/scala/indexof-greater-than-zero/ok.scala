object Search {
  def has(s: String, x: String): Boolean = s.indexOf(x) >= 0
  def after(s: String, x: String): Boolean = s.indexOf(x) > 2
  def inSeq(xs: Seq[Int]): Boolean = xs.contains(3)
}
