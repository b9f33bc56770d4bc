resource "aws_glue_connection" "orders" {
  name = "orders"
  connection_properties = {
    JDBC_CONNECTION_URL = "jdbc:postgresql://orders.internal:5432/orders"
    JDBC_ENFORCE_SSL    = "true"
    SECRET_ID           = aws_secretsmanager_secret.orders.name
  }
}
