resource "aws_cognito_identity_pool" "app" { # want "hcl/unauthenticated-access-enabled"
  identity_pool_name               = "app"
  allow_unauthenticated_identities = true
}

resource "aws_mwaa_environment" "airflow" { # want "hcl/unauthenticated-access-enabled"
  name                  = "airflow"
  dag_s3_path           = "dags/"
  execution_role_arn    = aws_iam_role.mwaa.arn
  source_bucket_arn     = aws_s3_bucket.dags.arn
  webserver_access_mode = "PUBLIC_ONLY"
}

resource "aws_transfer_server" "sftp" { # want "hcl/unauthenticated-access-enabled"
  identity_provider_type = "SERVICE_MANAGED"
  endpoint_type          = "PUBLIC"
}
