object Version {
  def major(v: String): Int = v.split(".")(0).toInt // want "scala/split-on-regex-metachar"
  def cols(row: String): Array[String] = row.split("|") // want "scala/split-on-regex-metachar"
}
