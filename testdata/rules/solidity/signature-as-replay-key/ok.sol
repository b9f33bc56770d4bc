// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

contract Voucher {
    using ECDSA for bytes32;
    mapping(bytes32 => bool) public usedDigests;
    address public signer;

    function claim(uint256 amount, uint256 nonce, bytes calldata signature) external {
        bytes32 digest = keccak256(abi.encode(msg.sender, amount, nonce, block.chainid, address(this)));
        require(!usedDigests[digest], "used");
        require(digest.recover(signature) == signer, "bad signer");
        usedDigests[digest] = true;
    }
}

contract Router {
    mapping(bytes4 => address) public facets;

    function route(bytes calldata signature) external view returns (address) {
        require(facets[bytes4(signature)] != address(0), "unknown");
        return facets[bytes4(signature)];
    }
}
