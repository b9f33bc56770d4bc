resource "aws_ssm_document" "session_prefs" {
  name            = "SSM-SessionManagerRunShell"
  document_type   = "Session"
  document_format = "JSON"
  content = jsonencode({
    schemaVersion = "1.0"
    sessionType   = "Standard_Stream"
    inputs = {
      s3BucketName                = aws_s3_bucket.sessions.id
      s3EncryptionEnabled         = true
      cloudWatchLogGroupName      = aws_cloudwatch_log_group.sessions.name
      cloudWatchEncryptionEnabled = true
      kmsKeyId                    = aws_kms_key.sessions.arn
    }
  })
}

resource "aws_ssm_document" "session_yaml" {
  name            = "SessionPrefsYaml"
  document_type   = "Session"
  document_format = "YAML"
  content         = <<-DOC
    schemaVersion: '1.0'
    sessionType: Standard_Stream
    inputs:
      s3BucketName: sessions
      s3EncryptionEnabled: true
  DOC
}
