resource "aws_glue_connection" "orders" { # want "hcl/glue-connection-tls-off"
  name = "orders"
  connection_properties = {
    JDBC_CONNECTION_URL = "jdbc:postgresql://orders.internal:5432/orders"
    JDBC_ENFORCE_SSL    = "false"
    SECRET_ID           = aws_secretsmanager_secret.orders.name
  }
}
