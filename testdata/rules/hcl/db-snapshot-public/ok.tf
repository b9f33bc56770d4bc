resource "aws_db_snapshot" "release" {
  db_instance_identifier = aws_db_instance.app.identifier
  db_snapshot_identifier = "app-release-2026-11"
  shared_accounts        = ["123456789012", var.dr_account_id]
}

resource "aws_db_cluster_snapshot" "nightly" {
  db_cluster_identifier          = aws_rds_cluster.orders.cluster_identifier
  db_cluster_snapshot_identifier = "orders-nightly"
}
