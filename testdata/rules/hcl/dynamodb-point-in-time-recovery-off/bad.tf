resource "aws_dynamodb_table" "orders" { # want "hcl/dynamodb-point-in-time-recovery-off"
  name         = "orders"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"
  attribute {
    name = "id"
    type = "S"
  }
}
