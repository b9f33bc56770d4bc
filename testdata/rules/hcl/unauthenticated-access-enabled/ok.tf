resource "aws_cognito_identity_pool" "app" {
  identity_pool_name               = "app"
  allow_unauthenticated_identities = false
}

resource "aws_mwaa_environment" "airflow" {
  name                  = "airflow"
  dag_s3_path           = "dags/"
  execution_role_arn    = aws_iam_role.mwaa.arn
  source_bucket_arn     = aws_s3_bucket.dags.arn
  webserver_access_mode = "PRIVATE_ONLY"
}

resource "aws_transfer_server" "sftp" {
  identity_provider_type = "SERVICE_MANAGED"
  endpoint_type          = "VPC"
  endpoint_details {
    vpc_id     = aws_vpc.main.id
    subnet_ids = aws_subnet.private[*].id
  }
}
