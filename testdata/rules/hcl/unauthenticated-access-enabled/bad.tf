resource "aws_cognito_identity_pool" "app" {
  identity_pool_name               = "app"
  allow_unauthenticated_identities = true # want "hcl/unauthenticated-access-enabled"
}

resource "aws_mwaa_environment" "airflow" {
  name                  = "airflow"
  dag_s3_path           = "dags/"
  execution_role_arn    = aws_iam_role.mwaa.arn
  source_bucket_arn     = aws_s3_bucket.dags.arn
  webserver_access_mode = "PUBLIC_ONLY" # want "hcl/unauthenticated-access-enabled"
}

resource "aws_transfer_server" "sftp" {
  identity_provider_type = "SERVICE_MANAGED"
  endpoint_type          = "PUBLIC" # want "hcl/unauthenticated-access-enabled"
}
