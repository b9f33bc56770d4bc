resource "aws_elasticsearch_domain" "a" { # want "hcl/encryption-block-off: encrypt_at_rest { enabled = false }: aws_elasticsearch_domain" "hcl/encryption-block-off: node_to_node_encryption"
  domain_name = "a"
  encrypt_at_rest {
    enabled = false
  }
  node_to_node_encryption {
    enabled = false
  }
}

resource "aws_dax_cluster" "b" { # want "hcl/encryption-block-off: server_side_encryption"
  cluster_name       = "b"
  iam_role_arn       = var.r
  node_type          = "dax.r4.large"
  replication_factor = 1
  server_side_encryption {
    enabled = false
  }
}
