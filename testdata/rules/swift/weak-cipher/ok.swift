let sealed = try AES.GCM.seal(plaintext, using: key)
let status = CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding),
                     key, keyLength, iv, input, inputLength, output, outputLength, &moved)
