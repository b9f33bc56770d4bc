resource "aws_glue_crawler" "raw" {
  name                   = "raw"
  database_name          = aws_glue_catalog_database.raw.name
  role                   = aws_iam_role.glue.arn
  security_configuration = aws_glue_security_configuration.kms.name
  s3_target {
    path = "s3://${aws_s3_bucket.raw.bucket}"
  }
}

resource "aws_glue_job" "etl" {
  name                   = "etl"
  role_arn               = aws_iam_role.glue.arn
  security_configuration = var.glue_security_configuration
  command {
    script_location = "s3://${aws_s3_bucket.scripts.bucket}/etl.py"
  }
}
