resource "aws_db_instance" "orders" { # want "hcl/auto-minor-version-upgrade-off"
  engine                     = "postgres"
  auto_minor_version_upgrade = false
}

resource "aws_redshift_cluster" "warehouse" { # want "hcl/auto-minor-version-upgrade-off"
  cluster_identifier    = "warehouse"
  node_type             = "ra3.xlplus"
  allow_version_upgrade = false
}
