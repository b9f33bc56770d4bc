resource "aws_transfer_server" "sftp" { # want "hcl/transfer-server-old-security-policy"
  endpoint_type          = "VPC"
  protocols              = ["SFTP"]
  identity_provider_type = "SERVICE_MANAGED"

  endpoint_details {
    subnet_ids = var.private_subnet_ids
    vpc_id     = var.vpc_id
  }
}

resource "aws_transfer_server" "partners" { # want "hcl/transfer-server-old-security-policy"
  endpoint_type          = "PUBLIC"
  protocols              = ["SFTP"]
  identity_provider_type = "SERVICE_MANAGED"
  security_policy_name   = "TransferSecurityPolicy-2018-11"
}
