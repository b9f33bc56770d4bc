object Version {
  def major(v: String): Int = v.split('.')(0).toInt
  def cols(row: String): Array[String] = row.split("\\|")
  def words(s: String): Array[String] = s.split(",")
}
