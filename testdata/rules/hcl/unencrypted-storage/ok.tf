resource "aws_ebs_volume" "data" {
  availability_zone = "eu-west-1a"
  size              = 100
  encrypted         = true
  kms_key_id        = aws_kms_key.ebs.arn
}

resource "aws_codebuild_project" "build" {
  name         = "build"
  service_role = aws_iam_role.codebuild.arn
  artifacts {
    type                = "S3"
    location            = aws_s3_bucket.artifacts.bucket
    encryption_disabled = false
  }
}

resource "aws_ebs_encryption_by_default" "this" {
  enabled = true
}

# enabled = false elsewhere is not about encryption
resource "aws_cloudwatch_event_rule" "nightly" {
  name                = "nightly"
  schedule_expression = "cron(0 3 * * ? *)"
  state               = "DISABLED"
}

resource "aws_api_gateway_method_settings" "all" {
  rest_api_id = aws_api_gateway_rest_api.api.id
  stage_name  = aws_api_gateway_stage.prod.stage_name
  method_path = "*/*"
  settings {
    caching_enabled      = true
    cache_data_encrypted = true
  }
}

resource "aws_ebs_volume" "legacy" {
  availability_zone = "us-east-1a"
  size              = 40
  encrypted         = "true"
}

resource "aws_sns_topic" "events" {
  name              = "events"
  kms_master_key_id = aws_kms_key.sns.id
}
