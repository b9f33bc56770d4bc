resource "aws_ssm_document" "session_preferences" {
  name            = "SSM-SessionManagerRunShell"
  document_type   = "Session"
  document_format = "JSON"

  content = jsonencode({
    schemaVersion = "1.0"
    description   = "Session Manager preferences"
    sessionType   = "Standard_Stream"
    inputs = {
      s3BucketName                = aws_s3_bucket.session_logs.id
      s3EncryptionEnabled         = true
      cloudWatchLogGroupName      = ""
      cloudWatchEncryptionEnabled = true
      kmsKeyId                    = aws_kms_key.sessions.arn
    }
  })
}

resource "aws_ssm_document" "cloudwatch_preferences" {
  name          = "SSM-SessionManagerRunShell-cw"
  document_type = "Session"

  content = <<DOC
{
  "schemaVersion": "1.0",
  "sessionType": "Standard_Stream",
  "inputs": {
    "cloudWatchLogGroupName": "/ssm/sessions",
    "cloudWatchEncryptionEnabled": true,
    "kmsKeyId": "alias/sessions"
  }
}
DOC
}

# port forwarding sessions have no transcript to log
resource "aws_ssm_document" "port_forward" {
  name          = "PortForwardToRds"
  document_type = "Session"

  content = jsonencode({
    schemaVersion = "1.0"
    sessionType   = "Port"
    properties = {
      portNumber = "5432"
    }
  })
}

# preferences kept in a file of their own are not judged here
resource "aws_ssm_document" "from_file" {
  name          = "SSM-SessionManagerRunShell-file"
  document_type = "Session"
  content       = file("${path.module}/session-preferences.json")
}

resource "aws_ssm_document" "command" {
  name          = "restart-app"
  document_type = "Command"

  content = jsonencode({
    schemaVersion = "2.2"
    sessionType   = "Standard_Stream"
    mainSteps     = []
  })
}
