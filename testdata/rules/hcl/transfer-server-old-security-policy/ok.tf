resource "aws_transfer_server" "sftp" {
  endpoint_type          = "VPC"
  protocols              = ["SFTP"]
  identity_provider_type = "SERVICE_MANAGED"
  security_policy_name   = "TransferSecurityPolicy-2024-01"

  endpoint_details {
    subnet_ids = var.private_subnet_ids
    vpc_id     = var.vpc_id
  }
}

resource "aws_transfer_server" "fips" {
  endpoint_type          = "PUBLIC"
  protocols              = ["SFTP"]
  identity_provider_type = "SERVICE_MANAGED"
  security_policy_name   = var.security_policy_name
}

# an SFTP connector's policy is chosen on the connector
resource "aws_transfer_connector" "partner" {
  access_role = aws_iam_role.connector.arn
  url         = "sftp://sftp.partner.example"
  sftp_config {
    trusted_host_keys = [var.partner_host_key]
    user_secret_id    = aws_secretsmanager_secret.partner.id
  }
}
