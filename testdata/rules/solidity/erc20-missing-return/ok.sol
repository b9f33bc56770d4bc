pragma solidity 0.8.24;

contract Token {
    mapping(address => uint256) public balanceOf;

    function transfer(address to, uint256 value) public returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        return true;
    }
}

contract NFT {
    mapping(uint256 => address) public ownerOf;

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(ownerOf[tokenId] == from);
        ownerOf[tokenId] = to;
    }
}
