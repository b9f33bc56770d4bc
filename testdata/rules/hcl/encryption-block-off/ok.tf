resource "aws_elasticsearch_domain" "a" {
  domain_name = "a"
  encrypt_at_rest {
    enabled = true
  }
  node_to_node_encryption {
    enabled = true
  }
}

resource "aws_dax_cluster" "b" {
  cluster_name       = "b"
  iam_role_arn       = var.r
  node_type          = "dax.r4.large"
  replication_factor = 1
  server_side_encryption {
    enabled = true
  }
}

# DynamoDB's server_side_encryption { enabled = false } means the AWS owned key, not unencrypted
resource "aws_dynamodb_table" "t" {
  name     = "t"
  hash_key = "id"
  attribute {
    name = "id"
    type = "S"
  }
  server_side_encryption {
    enabled = false
  }
}
