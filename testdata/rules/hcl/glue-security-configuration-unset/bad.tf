resource "aws_glue_crawler" "raw" { # want "hcl/glue-security-configuration-unset"
  name          = "raw"
  database_name = aws_glue_catalog_database.raw.name
  role          = aws_iam_role.glue.arn
  s3_target {
    path = "s3://${aws_s3_bucket.raw.bucket}"
  }
}

resource "aws_glue_job" "etl" { # want "hcl/glue-security-configuration-unset"
  name     = "etl"
  role_arn = aws_iam_role.glue.arn
  command {
    script_location = "s3://${aws_s3_bucket.scripts.bucket}/etl.py"
  }
}
