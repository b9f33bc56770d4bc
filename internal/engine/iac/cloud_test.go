package iac

import "testing"

func TestCloudFormationYAML(t *testing.T) {
	check(t, rules(t, "infra/stack.yaml", `AWSTemplateFormatVersion: "2010-09-09"
Resources:
  Site:
    Type: AWS::S3::Bucket
    Properties:
      AccessControl: PublicRead
      PublicAccessBlockConfiguration:
        BlockPublicAcls: false
        BlockPublicPolicy: true
  Web:
    Type: AWS::EC2::SecurityGroup
    Properties:
      GroupDescription: web
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 443
          ToPort: 443
          CidrIp: 0.0.0.0/0
        - IpProtocol: tcp
          FromPort: 22
          ToPort: 22
          CidrIp: 0.0.0.0/0
  Db:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: postgres
      PubliclyAccessible: true
      MasterUsername: admin
      MasterUserPassword: hunter2hunter2
  Cache:
    Type: AWS::ElastiCache::ReplicationGroup
    Properties:
      AtRestEncryptionEnabled: false
      TransitEncryptionEnabled: true
  Listener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      Protocol: HTTP
      Port: 80
      DefaultActions:
        - Type: forward
          TargetGroupArn: !Ref Targets
  Role:
    Type: AWS::IAM::Role
    Properties:
      AssumeRolePolicyDocument:
        Version: "2012-10-17"
        Statement:
          - Effect: Allow
            Principal: {Service: lambda.amazonaws.com}
            Action: sts:AssumeRole
      Policies:
        - PolicyName: everything
          PolicyDocument:
            Version: "2012-10-17"
            Statement:
              - Effect: Allow
                Action: "*"
                Resource: "*"
  Key:
    Type: AWS::KMS::Key
    Properties:
      KeyPolicy:
        Statement:
          - Effect: Allow
            Principal:
              AWS: "*"
            Action: kms:*
            Resource: "*"
`), map[string][]int{
		"iac/cfn-public-bucket-acl":       {6},
		"iac/cfn-public-access-block-off": {8},
		"iac/cfn-open-ingress":            {22},
		"iac/cfn-publicly-accessible":     {27},
		"iac/cfn-hardcoded-secret":        {29},
		"iac/cfn-unencrypted-storage":     {23, 33},
		"iac/cfn-plain-http":              {38},
		"iac/iam-admin-policy":            {58},
		"iac/iam-public-principal":        {67},
		"iac/cfn-key-rotation-off":        {60},
	})

	// The same stack as the resources' reference pages advise.
	check(t, rules(t, "infra/stack.yaml", `AWSTemplateFormatVersion: "2010-09-09"
Parameters:
  DbPassword:
    Type: String
    NoEcho: true
Resources:
  Site:
    Type: AWS::S3::Bucket
    Properties:
      PublicAccessBlockConfiguration:
        BlockPublicAcls: true
        BlockPublicPolicy: true
        IgnorePublicAcls: true
        RestrictPublicBuckets: true
  Web:
    Type: AWS::EC2::SecurityGroup
    Properties:
      SecurityGroupIngress:
        - IpProtocol: tcp
          FromPort: 443
          ToPort: 443
          CidrIp: 0.0.0.0/0
        - IpProtocol: tcp
          FromPort: 22
          ToPort: 22
          CidrIp: 10.0.0.0/8
  Db:
    Type: AWS::RDS::DBInstance
    Properties:
      Engine: postgres
      StorageEncrypted: true
      PubliclyAccessible: false
      MasterUserPassword: !Ref DbPassword
  Other:
    Type: AWS::RDS::DBInstance
    Properties:
      StorageEncrypted: true
      MasterUserPassword: "{{resolve:secretsmanager:db:SecretString:password}}"
  Listener:
    Type: AWS::ElasticLoadBalancingV2::Listener
    Properties:
      Protocol: HTTP
      DefaultActions:
        - Type: redirect
          RedirectConfig:
            Protocol: HTTPS
            StatusCode: HTTP_301
  Policy:
    Type: AWS::IAM::ManagedPolicy
    Properties:
      PolicyDocument:
        Statement:
          - Effect: Allow
            Action: ["s3:GetObject"]
            Resource: !Sub "arn:aws:s3:::${Site}/*"
          - Effect: Deny
            NotAction: "s3:*"
            Resource: "*"
  BucketPolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      PolicyDocument:
        Statement:
          - Effect: Allow
            Principal: "*"
            Action: s3:GetObject
            Resource: !Sub "arn:aws:s3:::${Site}/*"
            Condition:
              StringEquals: {"aws:SourceVpce": vpce-1a2b3c4d}
  Key:
    Type: AWS::KMS::Key
    Properties:
      EnableKeyRotation: true
`), map[string][]int{})
}

func TestIAMPolicyJSON(t *testing.T) {
	check(t, rules(t, "policies/admin.json", `{
	"Version": "2012-10-17",
	"Statement": [
		{
			"Effect": "Allow",
			"Action": ["s3:*", "*"],
			"Resource": "arn:aws:s3:::logs/*"
		},
		{
			"Effect": "Allow",
			"NotAction": "iam:*",
			"Resource": "*"
		}
	]
}
`), map[string][]int{
		"iac/iam-wildcard-action": {6},
		"iac/iam-not-action":      {11},
	})

	check(t, rules(t, "templates/bucket.json", `{
  "Resources": {
    "Logs": {
      "Type": "AWS::S3::Bucket",
      "Properties": {"AccessControl": "PublicReadWrite"}
    },
    "Admin": {
      "Type": "AWS::SecurityGroupIngress",
      "Properties": {"IpProtocol": "-1", "CidrIp": "0.0.0.0/0"}
    },
    "Open": {
      "Type": "AWS::EC2::SecurityGroupIngress",
      "Properties": {"IpProtocol": "-1", "CidrIp": "0.0.0.0/0"}
    }
  }
}
`), map[string][]int{
		"iac/cfn-public-bucket-acl": {5},
		"iac/cfn-open-ingress":      {13},
	})

	// package.json and other JSON are not policies or templates
	check(t, rules(t, "package.json", `{"name": "x", "scripts": {"test": "jest"}, "Statement": 1}`), map[string][]int{})
}

func TestCloudFormationCompute(t *testing.T) {
	check(t, rules(t, "template.yaml", `AWSTemplateFormatVersion: "2010-09-09"
Transform: AWS::Serverless-2016-10-31
Resources:
  Task:
    Type: AWS::ECS::TaskDefinition
    Properties:
      ContainerDefinitions:
        - Name: web
          Image: registry.example.com/web:1.2.3
          Privileged: true
          Environment:
            - Name: API_TOKEN
              Value: tok_live_abcdef0123456789
  Fn:
    Type: AWS::Serverless::Function
    Properties:
      Handler: app.handler
      Environment:
        Variables:
          STRIPE_SECRET: sk_live_abcdef0123456789
          TABLE: !Ref Table
          DB_PASSWORD: !Sub "{{resolve:secretsmanager:${DbSecret}:SecretString:password}}"
  Kafka:
    Type: AWS::MSK::Cluster
    Properties:
      EncryptionInfo:
        EncryptionInTransit:
          ClientBroker: TLS_PLAINTEXT
`), map[string][]int{
		"iac/ecs-privileged":          {10},
		"iac/ecs-hardcoded-secret":    {13, 20},
		"iac/cfn-unencrypted-storage": {28},
	})
}

func TestServerlessIAM(t *testing.T) {
	check(t, rules(t, "serverless.yml", `service: orders
provider:
  name: aws
  iam:
    role:
      statements:
        - Effect: Allow
          Action: "*"
          Resource: "*"
  iamRoleStatements:
    - Effect: Allow
      Action: ["dynamodb:GetItem", "dynamodb:PutItem"]
      Resource: arn:aws:dynamodb:*:*:table/orders
functions:
  create:
    handler: handler.create
`), map[string][]int{"iac/iam-admin-policy": {8}})
	// a workflow's or a chart's statements: key is not IAM without an Effect
	check(t, rules(t, "config.yml", "statements:\n  - select 1\n"), map[string][]int{})
}
