let status = CCCrypt(CCOperation(kCCEncrypt),
                     CCAlgorithm(kCCAlgorithmDES), // want "swift/weak-cipher"
                     CCOptions(kCCOptionECBMode), // want "swift/weak-cipher"
                     key, keyLength, nil, input, inputLength, output, outputLength, &moved)
