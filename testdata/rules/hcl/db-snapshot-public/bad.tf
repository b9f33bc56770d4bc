resource "aws_db_snapshot" "release" { # want "hcl/db-snapshot-public"
  db_instance_identifier = aws_db_instance.app.identifier
  db_snapshot_identifier = "app-release-2026-11"
  shared_accounts        = ["all"]
}

resource "aws_db_cluster_snapshot" "demo" { # want "hcl/db-snapshot-public"
  db_cluster_identifier          = aws_rds_cluster.demo.cluster_identifier
  db_cluster_snapshot_identifier = "demo-seed"
  shared_accounts                = ["123456789012", "all"]
}
