resource "aws_dynamodb_table" "orders" {
  name         = "orders"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"
  point_in_time_recovery {
    enabled = true
  }
}

resource "aws_dynamodb_table" "sessions" {
  name     = "sessions"
  hash_key = "id"
  dynamic "point_in_time_recovery" {
    for_each = var.pitr ? [1] : []
    content {
      enabled = true
    }
  }
}
