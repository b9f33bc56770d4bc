resource "aws_db_instance" "orders" {
  identifier                      = "orders"
  engine                          = "postgres"
  instance_class                  = "db.t4g.medium"
  allocated_storage               = 50
  enabled_cloudwatch_logs_exports = ["postgresql", "upgrade"]
}

# a module passes the list through
resource "aws_db_instance" "reports" {
  identifier                      = "reports"
  engine                          = "mysql"
  instance_class                  = "db.t4g.medium"
  enabled_cloudwatch_logs_exports = var.enabled_cloudwatch_logs_exports
}

# a read replica: the source instance's settings are the ones to review
resource "aws_db_instance" "orders_replica" {
  identifier          = "orders-replica"
  replicate_source_db = aws_db_instance.orders.identifier
  instance_class      = "db.t4g.medium"
}
