pragma solidity 0.8.24;

contract Claim {
    address public signer;
    mapping(address => uint256) public nonces;

    function claim(uint256 amount, uint8 v, bytes32 r, bytes32 s) external {
        bytes32 h = keccak256(abi.encode(msg.sender, amount, nonces[msg.sender]++, block.chainid));
        require(ecrecover(h, v, r, s) == signer);
        payable(msg.sender).transfer(amount);
    }

    function check(bytes32 h, uint8 v, bytes32 r, bytes32 s) external view returns (bool) {
        return ecrecover(h, v, r, s) == signer;
    }
}
