resource "aws_elastic_beanstalk_environment" "web" { # want "hcl/beanstalk-weak-setting"
  name                = "web-prod"
  application         = aws_elastic_beanstalk_application.web.name
  solution_stack_name = "64bit Amazon Linux 2023 v6.1.0 running Node.js 20"

  setting {
    namespace = "aws:autoscaling:launchconfiguration"
    name      = "IamInstanceProfile"
    value     = aws_iam_instance_profile.web.name
  }

  setting {
    namespace = "aws:autoscaling:launchconfiguration"
    name      = "DisableIMDSv1"
    value     = "false"
  }
}

resource "aws_elastic_beanstalk_environment" "api" { # want "hcl/beanstalk-weak-setting"
  name                = "api-prod"
  application         = aws_elastic_beanstalk_application.api.name
  solution_stack_name = "64bit Amazon Linux 2023 v4.3.0 running Python 3.12"

  setting {
    namespace = "aws:elbv2:listener:443"
    name      = "SSLPolicy"
    value     = "ELBSecurityPolicy-2016-08"
  }
}
