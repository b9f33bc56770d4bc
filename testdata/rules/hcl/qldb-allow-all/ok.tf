resource "aws_qldb_ledger" "ledger" {
  name             = "ledger"
  permissions_mode = "STANDARD"
}
