resource "aws_db_instance" "orders" { # want "hcl/auto-minor-version-upgrade-off"
  engine                     = "postgres"
  auto_minor_version_upgrade = false
}
