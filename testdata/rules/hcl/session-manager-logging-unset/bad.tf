resource "aws_ssm_document" "session_preferences" { # want "hcl/session-manager-logging-unset"
  name            = "SSM-SessionManagerRunShell"
  document_type   = "Session"
  document_format = "JSON"

  content = jsonencode({
    schemaVersion = "1.0"
    description   = "Session Manager preferences"
    sessionType   = "Standard_Stream"
    inputs = {
      s3BucketName                = ""
      s3EncryptionEnabled         = true
      cloudWatchLogGroupName      = ""
      cloudWatchEncryptionEnabled = true
      kmsKeyId                    = aws_kms_key.sessions.arn
      runAsEnabled                = false
    }
  })
}

resource "aws_ssm_document" "legacy_preferences" { # want "hcl/session-manager-logging-unset"
  name          = "SSM-SessionManagerRunShell-legacy"
  document_type = "Session"

  content = <<DOC
{
  "schemaVersion": "1.0",
  "description": "Session Manager preferences",
  "sessionType": "Standard_Stream",
  "inputs": {
    "kmsKeyId": "alias/sessions",
    "runAsEnabled": false
  }
}
DOC
}
