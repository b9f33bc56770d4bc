// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

contract Voucher {
    using ECDSA for bytes32;
    mapping(bytes => bool) public usedSignatures;
    mapping(bytes32 => bool) public redeemed;
    address public signer;

    function claim(bytes32 hash, bytes calldata signature) external {
        require(!usedSignatures[signature], "used"); // want "solidity/signature-as-replay-key"
        require(hash.recover(signature) == signer, "bad signer");
        usedSignatures[signature] = true;
    }

    function redeem(uint256 amount, uint8 v, bytes32 r, bytes32 s, bytes memory _signature) external {
        if (redeemed[keccak256(_signature)]) revert("redeemed"); // want "solidity/signature-as-replay-key"
        address who = ecrecover(keccak256(abi.encode(amount)), v, r, s);
        require(who == signer);
        redeemed[keccak256(_signature)] = true;
    }
}
