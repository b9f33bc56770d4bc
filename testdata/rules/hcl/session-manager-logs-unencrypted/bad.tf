resource "aws_ssm_document" "session_prefs" { # want "hcl/session-manager-logs-unencrypted"
  name            = "SSM-SessionManagerRunShell"
  document_type   = "Session"
  document_format = "JSON"
  content = jsonencode({
    schemaVersion = "1.0"
    description   = "Session Manager preferences"
    sessionType   = "Standard_Stream"
    inputs = {
      s3BucketName                = aws_s3_bucket.sessions.id
      s3EncryptionEnabled         = false
      cloudWatchLogGroupName      = aws_cloudwatch_log_group.sessions.name
      cloudWatchEncryptionEnabled = true
    }
  })
}

resource "aws_ssm_document" "session_json" { # want "hcl/session-manager-logs-unencrypted"
  name            = "SessionPrefs"
  document_type   = "Session"
  document_format = "JSON"
  content         = <<DOC
{
  "schemaVersion": "1.0",
  "sessionType": "Standard_Stream",
  "inputs": {
    "cloudWatchLogGroupName": "sessions",
    "cloudWatchEncryptionEnabled": false
  }
}
DOC
}

resource "aws_ssm_document" "session_yaml" { # want "hcl/session-manager-logs-unencrypted"
  name            = "SessionPrefsYaml"
  document_type   = "Session"
  document_format = "YAML"
  content         = <<-DOC
    schemaVersion: '1.0'
    sessionType: Standard_Stream
    inputs:
      s3BucketName: sessions
      s3EncryptionEnabled: false
  DOC
}
