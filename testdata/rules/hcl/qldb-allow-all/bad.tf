resource "aws_qldb_ledger" "ledger" { # want "hcl/qldb-allow-all"
  name             = "ledger"
  permissions_mode = "ALLOW_ALL"
}
