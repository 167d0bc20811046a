/**
 * Passwords too common to accept (SPEC.md §5, DESIGN.md §4): well-known leaked-password lists
 * plus Vietnamese favourites. Compared in lower case. Short ones are kept: they also fail the
 * 8-character rule, and the list documents itself better whole.
 */
const LIST = `
0000 000000 00000000 0123456 01234567 0123456789 0912345678 0987654321 0988888888 0999999999
10203040 1111 11110000 11111 111111 11111111 11112222 112233 11223344 1122334455 112233445566
121212 12121212 123123 12312312 123123123 123321 1234 12341234 12344321 12345 1234512345 123456
123456123 123456654321 1234567 12345678 123456789 1234567890 1234567890a 1234567890x
12345678910 123456789a 123456789o 123456789x 12345678@ 12345678a 12345678aa 12345678x 1234567a
123456@ 123456a 123456aa 123456abc 123456asd 123456qwe 123456zxc 1234abcd 1234qwer 123654
123654789 123abc 123abc123 123qwe 131313 13131313 147258 147258369 159357 159753 1q2w3e
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 2000 222222 22222222 232323 333333
33333333 44444444 555555 55555555 654321 666666 66666666 66668888 68686868 6868686868 696969
741852963 777777 7777777 77777777 789456123 8675309 86868686 87654321 88886666 888888 88888888
88889999 963852741 987654 98765432 987654321 9876543210 99998888 999999 99999999 a123456
a1234567 a12345678 aa123456 aa12345678 aa@123456 aaaaaa abc123 abc12345 abc123456 abc123abc
abc@123 abc@1234 abcd1234 abcd@1234 abcdef123 abcdefgh access adidas admin admin123 admin1234
admin@123 administrator amanda andrea andrew angel angel123 anh12345 anhyeuem anhyeuem1
anhyeuem123 anthony arsenal arsenal1 asd123 asd123456 asdasd asdasdasd asdf1234 asdfasdf asdfgh
asdfghjk asdfghjkl ashley austin avengers baby123 babygirl babygirl1 badboy bailey bame1234
banana banhang banhang123 barcelona barney baseball baseball1 batman batman123 beautiful
bigdaddy bigdog biteme blessed blowme bonghong booboo boomer boston brandon brandy bui12345
bulldog buster butterfly camaro casper chame123 changeme changeme123 charles charlie cheese
cheese123 chelsea chelsea1 chester chicago chicken chocolate chris christ cocacola coffee
compaq computer concho123 conmeo conmeo123 cookie corvette cowboy cowboys crystal cuahang
cuahang123 dakota dallas danang123 dang1234 daniel default diablo diamond do123456 doraemon
dragon dragon123 dragonball dragons duc12345 dung1234 duocsi duocsi123 duong123 eagles edward
emyeuanh emyeuanh1 emyeuanh123 enter falcon fender ferrari fishing flower flower123 football
football1 football123 forever freedom gandalf gateway george gfhjkm ghbdtn giadinh giadinh123
ginger god123 goku1234 golden golfer guest guitar hai12345 hammer hanhphuc hanhphuc123 hannah
hanoi123 hanoi1234 hardcore harley heather heaven hello hello123 ho123456 hoa12345 hoahong
hoahong123 hoang123 hochiminh hochiminh123 hockey hulk1234 hung1234 hunter hunter123 huong123
huynh123 iceman iloveu iloveu123 iloveyou iloveyou1 iloveyou2 internet ironman jackson james
jasmine jasper jennifer jessica jesus123 jesuschrist johnny jordan joseph joshua junior justin
juventus killer killer123 kitten klaster knight lakers lan12345 le123456 letmein letmein1
linh1234 liverpool login login123 london long1234 love lovely loveme123 lover123 lovers loveyou
ly123456 maggie mai12345 manchester manutd marina marine mario123 marlboro martin master
master123 matkhau matkhau1 matkhau123 matkhau@123 matkhaumoi matrix matrix123 matthew maverick
melissa mercedes merlin michael michelle mickey midnight miller minecraft minecraft1 minhanh
minhanh123 money monkey monkey123 monster morgan mother mustang nam12345 naruto nascar natasha
ncc1701 ngo12345 ngoc1234 nguyen nguyen123 nguyenvan nguyenvana nhathuoc nhathuoc1 nhathuoc123
nicole nikita ninja oliver onepiece orange p@ssw0rd p@ssw0rd123 p@ssword p@ssword1 panties pass
passw0rd passw0rd1 password password! password1 password12 password123 password@123 patrick
peanut pepper pepper123 pham1234 phan12345 pharmacy pharmacy123 pharmatill pharmatill123
phoenix phuong123 pikachu player please pokemon pokemon123 porsche prince princess princess1
purple pussycat q1w2e3r4 q1w2e3r4t5 qaz123456 qazwsx qazxswedc quang123 qwe123 qwe123456 qweasd
qweasdzxc qwer1234 qwerty qwerty1 qwerty12 qwerty123 qwerty@123 qwertyu qwertyui qwertyuiop
rabbit rachel raiders ranger rangers realmadrid redsox richard robert root saigon saigon123
samantha samsung samurai scooby scooter secret shadow shadow123 silver slayer smokey snoopy
soccer sparky spider spiderman starwars starwars1 steelers steven summer sunflower sunshine
sunshine1 superman superman1 sweetheart taylor tennis test test123 test1234 testing thanh123
thanhnhan thienthan thomas thunder thuoc123 tigers tigger tinhyeu tinhyeu123 toor tran123
trang123 trinity trustno1 tuan1234 user user1234 victoria vietnam vietnam1 vietnam123
vietnam2020 vietnam2024 vu123456 welcome welcome1 welcome123 welcome@123 whatever william
winner winter wizard wolverine xxxxxx yamaha yankee yankees yellow yeuanh123 yeuem yeuem123
zaq12wsx zaq1zaq1 zelda123 zxc123456 zxcvbn zxcvbnm zxcvbnm1 zxcvbnm123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
